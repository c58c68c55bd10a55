import { MessagePage } from '../../components/MessagePage';
import { useT } from '../../i18n/hooks';

/** The account is not linked to a company, so a manager has nobody to manage. */
export function NoCompanyPage({ title }: { title: string }) {
  const t = useT();
  return (
    <MessagePage
      title={title}
      icon="domain_disabled"
      heading={t('users.noCompany.heading')}
      message={t('users.noCompany.message')}
      links={[[t('app.nav.dashboard'), '/dashboard']]}
    />
  );
}
