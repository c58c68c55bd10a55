import { MessagePage } from '../../components/MessagePage';

/** The account is not linked to a company, so a manager has nobody to manage. */
export function NoCompanyPage({ title }: { title: string }) {
  return (
    <MessagePage
      title={title}
      icon="domain_disabled"
      heading="Your account is not linked to a dealer"
      message="Managers manage the users of their own company. Please contact your administrator."
      links={[['Dashboard', '/dashboard']]}
    />
  );
}
