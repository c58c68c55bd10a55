/** The admin, a stored resource and where the resource screens render, for their tests. */
import { createElement } from 'react';
import type { RenderOptions } from '../../test/render';
import type { User } from '../../types/domain';
import type { Resource } from '../../types/resources';

/** The admin who publishes resources. */
export const admin: User = {
  id: 'u-alex',
  company: 'hq',
  active: true,
  data: { firstname: 'Alex', lastname: 'Morgan', email: 'alex@hq.test', phone: '', sms: false, admin: true, manager: false },
};

/** A stored date, as the screens read it. */
export const at = (date: Date) => ({ toDate: () => date, toMillis: () => date.getTime() }) as Resource['createdDate'];

/** A stored resource (r-1): the admin's dealer kit PDF, published on January 5, 2026. */
export function resourceFixture(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 'r-1',
    title: 'Dealer Kit 2026',
    type: 'sales',
    subtype: 'dealer kits',
    description: 'Everything a new dealer needs.',
    file: { path: 'resources/sales/r-1/kit.pdf', name: 'kit.pdf', contentType: 'application/pdf', size: 2048 },
    createdBy: 'u-alex',
    createdByName: 'Alex Morgan',
    createdDate: at(new Date(2026, 0, 5)),
    updatedDate: at(new Date(2026, 0, 5)),
    ...overrides,
  };
}

/** The resource form at `path`: the add page, or the edit page of a resource (`/admin/resources/edit/<id>`). */
export function resourceFormAt(path: string): RenderOptions {
  return {
    path,
    route: path.includes('/edit/') ? '/admin/resources/edit/:id' : '/admin/resources/add',
    otherRoutes: { '/resources/:type': createElement('p', null, 'Library') },
  };
}

/** The library of one type of resources. */
export function libraryAt(type = 'marketing'): RenderOptions {
  return { path: `/resources/${type}`, route: '/resources/:type' };
}
