import { ENGLISH } from './i18n.js';
import { packTextIndex } from './text-index.js';

let packed: string | undefined;

/**
 * The index of the English catalogue's fixed texts (text-index.ts). The web build puts the finished index here in
 * place of this module (web/vite.config.ts), so a page in another language translates the server's English texts
 * without loading the English catalogue; elsewhere (the server, tests, the dev server) it is built on first use.
 */
export const englishTextIndex = (): string => (packed ??= packTextIndex(ENGLISH));
