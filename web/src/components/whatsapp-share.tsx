import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { ShareLinkCreate } from '@dawalink/shared';
import { errorMessage } from '../lib/api';
import { notify } from '../lib/notify';
import { createShareLink, whatsAppUrl } from '../lib/whatsapp';

const WHATSAPP_ICON =
  'M8 0a8 8 0 0 0-6.9 12L0 16l4.1-1.1A8 8 0 1 0 8 0Zm0 14.6a6.6 6.6 0 0 1-3.4-.9l-.2-.1-2.4.6.6-2.3-.2-.3A6.6 6.6 0 1 1 8 14.6Zm3.6-4.9c-.2-.1-1.2-.6-1.4-.6-.2-.1-.3-.1-.4.1l-.6.8c-.1.1-.2.1-.4 0a5.4 5.4 0 0 1-2.7-2.3c-.2-.4.2-.4.6-1.2.1-.1 0-.3 0-.4l-.6-1.5c-.2-.4-.3-.3-.4-.3h-.4a.7.7 0 0 0-.5.2 2.1 2.1 0 0 0-.7 1.6 3.7 3.7 0 0 0 .8 2 8.4 8.4 0 0 0 3.2 2.8c1.2.5 1.7.6 2.3.5.4-.1 1.2-.5 1.4-1 .2-.5.2-.9.1-1l-.3-.1Z';

function WhatsAppIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      className="me-1 align-text-bottom"
    >
      <path d={WHATSAPP_ICON} />
    </svg>
  );
}

/** A link that opens WhatsApp with `text` ready to send; the person picks the chat. */
export function WhatsAppLink({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  return (
    <a
      className={`btn btn-success whatsapp-share ${className}`}
      href={whatsAppUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon />
      {label}
    </a>
  );
}

interface ShareDocumentButtonProps {
  /** The document: an order's invoice, or the statement of the ledger with the other party. */
  doc: ShareLinkCreate;
  label: string;
  /** The text sent with the signed link (its url and how many hours it opens). */
  text(url: string, hours: number): string;
  className?: string;
}

/**
 * Shares a document on WhatsApp through a signed link that expires: the link is asked for when the button is
 * pressed. The window opens at the press (a window opened after waiting for the server is blocked as a pop-up) and
 * is pointed at WhatsApp once the link is there.
 */
export function ShareDocumentButton({ doc, label, text, className = '' }: ShareDocumentButtonProps) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    const target = window.open('about:blank', '_blank');
    if (target) target.opener = null;
    setBusy(true);
    try {
      const link = await createShareLink(doc);
      const url = whatsAppUrl(text(link.url, link.hours));
      if (target) target.location.href = url;
      else window.location.href = url;
    } catch (error) {
      target?.close();
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline-success"
      className={`whatsapp-share ${className}`}
      disabled={busy}
      onClick={() => void share()}
    >
      <WhatsAppIcon />
      {label}
    </Button>
  );
}
