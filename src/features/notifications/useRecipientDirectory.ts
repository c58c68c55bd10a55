import { useEffect, useState } from 'react';
import { getCompany } from '../../data/companiesApi';
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

/** Active users and their companies, for choosing who receives a notification. */
export function useRecipientDirectory(): RecipientDirectory {
  const [directory, setDirectory] = useState<RecipientDirectory>({ users: [], companies: [], loading: true });

  useEffect(() => {
    let cancelled = false;
    async function load() {
      try {
        const users = await queryUsers([{ field: 'active', op: '==', value: true }]);
        const companyIds = [...new Set(users.map((user) => user.company).filter(Boolean))];
        const companies = await Promise.all(
          companyIds.map(async (id): Promise<CompanyOption> => {
            const company = await getCompany(id).catch(() => null);
            return { id, label: company?.name || id };
          }),
        );
        if (cancelled) return;
        setDirectory({
          users: users.map(userOption).sort((a, b) => a.label.localeCompare(b.label)),
          companies: companies.sort((a, b) => a.label.localeCompare(b.label)),
          loading: false,
        });
      } catch (error) {
        console.error('Unable to load the recipient directory', error);
        if (!cancelled) setDirectory({ users: [], companies: [], loading: false });
      }
    }
    void load();
    return () => {
      cancelled = true;
    };
  }, []);

  return directory;
}
