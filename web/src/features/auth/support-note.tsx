import { useQuery } from '@tanstack/react-query';
import { MSG } from '../../lib/i18n';
import { publicConfigQuery } from '../../lib/public-config';

/** The fallback on the PIN reset screens: the support e-mail (SUPPORT_EMAIL). */
export function SupportNote() {
  const { data } = useQuery(publicConfigQuery);
  if (!data) return null;
  const [before] = MSG.contactSupport(data.support_email).split(data.support_email);
  return (
    <p className="support-note mt-3 mb-0">
      {before}
      <a href={`mailto:${data.support_email}`}>{data.support_email}</a>
    </p>
  );
}
