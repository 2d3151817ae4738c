import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, ENGLISH, errorTextIn, LANGUAGES, translateText, type Catalogue, type Language } from '@dawalink/shared';
import type { LoadedTexts } from './i18n';

/*
 * i18next keeps the catalogues: English bundled (the fallback), the others loaded by its backend from their own
 * chunks when first chosen. Loaded only when a language other than English is chosen (lib/i18n.ts), so the English
 * pages do not carry it. The catalogue's texts with values in them are typed functions (Translation in
 * @dawalink/shared): they stay functions in i18next's store, which keeps backend-loaded bundles as given.
 */
const NAMESPACE = 'catalogue';
const i18n = i18next.createInstance();
const ready = i18n
  .use(
    resourcesToBackend((lng: string) =>
      lng === 'ur' ? import('@dawalink/shared/urdu').then((m) => m.URDU) : Promise.resolve(ENGLISH),
    ),
  )
  .init({
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    partialBundledLanguages: true,
    resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: ENGLISH } },
    initAsync: true,
    interpolation: { escapeValue: false },
  });

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
