import { getCompany } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import { queryUsers } from '../../data/usersApi';
import type { User } from '../../types/domain';

export interface UserOption {
  id: string;
  label: string;
  company: string;
}

export interface CompanyOption {
  id: string;
  label: string;
}

export interface RecipientDirectory {
  users: UserOption[];
  companies: CompanyOption[];
  loading: boolean;
}

export function userOption(user: User): UserOption {
  const name = `${user.data.firstname} ${user.data.lastname}`.trim() || user.data.email;
  return { id: user.id, label: user.data.email ? `${name} (${user.data.email})` : name, company: user.company };
}

async function readDirectory(): Promise<Omit<RecipientDirectory, 'loading'>> {
  const users = await queryUsers([{ field: 'active', op: '==', value: true }]);
  const companyIds = [...new Set(users.map((user) => user.company).filter(Boolean))];
  const companies = await Promise.all(
    companyIds.map(async (id): Promise<CompanyOption> => {
      // A company that cannot be read is still offered, by its id.
      const company = await getCompany(id).catch(() => null);
      return { id, label: company?.name || id };
    }),
  );
  return {
    users: users.map(userOption).sort((a, b) => a.label.localeCompare(b.label)),
    companies: companies.sort((a, b) => a.label.localeCompare(b.label)),
  };
}

const EMPTY: Omit<RecipientDirectory, 'loading'> = { users: [], companies: [] };

/** Active users and their companies, for choosing who receives a notification; empty when they cannot be read. */
export function useRecipientDirectory(): RecipientDirectory {
  const directory = useServerRead('recipient-directory', readDirectory, { label: 'the recipient directory', refusalIsError: true });
  return { ...(directory.status === 'ready' ? directory.value : EMPTY), loading: directory.status === 'loading' };
}
