import type { LicenceDocumentType } from '@dawalink/shared';

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/** Executables and scripts that a "PDF" or "photo" must not be, whatever else it looks like. */
function looksExecutable(buf: Buffer): boolean {
  return (
    startsWith(buf, [0x4d, 0x5a]) || // MZ: Windows PE
    startsWith(buf, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(buf, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(buf, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(buf, [0x23, 0x21]) // #! script
  );
}

/**
 * The kind of a licence document, told by its first bytes (magic numbers), never by its name or declared type:
 * JPEG (FF D8 FF), PNG (89 PNG CR LF 1A LF), WebP (RIFF....WEBP) or PDF (%PDF- within the first 1 KB, as readers
 * allow, ending with %%EOF near the end). Anything else, an executable above all, is null.
 */
export function sniffLicenceDocument(buf: Buffer): LicenceDocumentType | null {
  if (buf.length < 12 || looksExecutable(buf)) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  // A PDF starts with its header (readers accept it in the first 1024 bytes) and ends with %%EOF near the end;
  // a file that only carries "%PDF" somewhere in front of a program is neither.
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    const tail = buf.subarray(Math.max(0, buf.length - 1024)).toString('latin1');
    return tail.includes('%%EOF') ? 'application/pdf' : null;
  }
  return null;
}

/** The file name offered for download: no name from the uploader ever reaches a header. */
export function documentFileName(retailerId: number, type: LicenceDocumentType): string {
  const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[type];
  return `licence-${retailerId}.${ext}`;
}
