/*
 * What the documents' standard fonts can draw. Helvetica speaks WinAnsi only (Latin-1 here): a character outside it
 * prints as "?" instead of failing the document. Emoji are left out instead (a shop named "Shifa 💊" prints as
 * "Shifa "): no font of ours has them, they say nothing on an invoice, and one of them, several code units long,
 * printed as "??" or more.
 */
const PICTOGRAPHS =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\u20e3|\ufe0e|\ufe0f|[\u{e0020}-\u{e007f}]/gu;
const OUTSIDE_WINANSI = /[^\x20-\x7e\xa0-\xff]/gu;

/** `text` as the standard fonts draw it: pictographs dropped (© and ® stay: they are Latin-1), the rest outside WinAnsi as "?". */
export const printable = (text: string) =>
  text.replace(PICTOGRAPHS, (c) => ((c.codePointAt(0) ?? 0) <= 0xff ? c : '')).replace(OUTSIDE_WINANSI, '?');
