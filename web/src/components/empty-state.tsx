/** The spec's empty-state texts, shown the same way everywhere. */
export function EmptyState({ text }: { text: string }) {
  return <p className="text-center text-muted py-5 mb-0 empty-state">{text}</p>;
}
