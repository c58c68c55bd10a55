/** The signed-in user whose profile the tests show. */
import type { User } from '../../types/domain';

/** Dana Dealer (user-1), a plain dealer user without a phone; `data` changes what their profile holds. */
export function profileUser(data: Partial<User['data']> = {}): User {
  return {
    id: 'user-1',
    company: 'acme',
    active: true,
    data: { firstname: 'Dana', lastname: 'Dealer', email: 'dana@example.com', phone: '', sms: false, admin: false, manager: false, ...data },
  };
}
