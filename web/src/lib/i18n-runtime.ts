import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { errorTextIn, LANGUAGES, translateText, type Catalogue, type Language } from '@dawalink/shared';
import type { LoadedTexts } from './i18n';

/*
 * i18next keeps the catalogues of the languages other than English, each loaded by its backend from its own chunk
 * when first chosen. Loaded only when such a language is chosen (lib/i18n.ts), so the English pages do not carry it.
 * English is not among its catalogues, not even as the fallback: every key has its text in every language
 * (messages-ur.test.ts), and the English texts the server sends are translated through the index of their hashes
 * (translateText), so an Urdu page loads no English texts it does not show. The catalogue's texts with values in
 * them are typed functions (Translation in @dawalink/shared): they stay functions in i18next's store, which keeps
 * backend-loaded bundles as given.
 */
const NAMESPACE = 'catalogue';
const i18n = i18next.createInstance();
const ready = i18n
  .use(
    resourcesToBackend((lng: string) =>
      lng === 'ur'
        ? import('@dawalink/shared/urdu').then((m) => m.URDU)
        : Promise.reject(new Error(`No texts for ${lng}`)),
    ),
  )
  .init({
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    initAsync: true,
    interpolation: { escapeValue: false },
  });

/** The texts of a language other than English (English is compiled into the app: lib/i18n.ts). */
export async function loadLanguage(language: Language): Promise<NonNullable<LoadedTexts>> {
  await ready;
  await i18n.changeLanguage(language);
  const bundle = i18n.getResourceBundle(language, NAMESPACE) as Catalogue | undefined;
  if (!bundle) throw new Error(`No texts for ${language}`);
  return {
    catalogue: bundle,
    translate: (text, body) => (body && errorTextIn(bundle, String(body.error), body)) ?? translateText(text, bundle),
  };
}
