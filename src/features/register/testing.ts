/** An invitation as the data layer reads it, where the registration page renders and how it is filled in. */
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import type { RenderOptions } from '../../test/render';
import { enterText } from '../../test/typing';
import type { Invite } from '../../types/domain';

export const INVITE_ID = 'Xy7Qk2LmN0pRsTuVwZ12';

/** An unused invitation of Ivy Invitee to Acme Buildings, as a plain user. */
export function inviteFixture(overrides: Partial<Invite> = {}): Invite {
  return {
    id: INVITE_ID,
    email: 'ivy@example.com',
    firstname: 'Ivy',
    lastname: 'Invitee',
    company: 'acme',
    companyName: 'Acme Buildings',
    admin: false,
    manager: false,
    used: false,
    usedBy: null,
    usedDate: null,
    createdBy: 'boss',
    createdByName: 'Bo Boss',
    createdDate: Timestamp.fromMillis(1),
    lastSentDate: null,
    ...overrides,
  };
}

/** The registration page at `path`, with stand-ins for the pages it leads to. */
export function registerAt(path = `/register/${INVITE_ID}`): RenderOptions {
  return {
    path,
    route: '/register/:id',
    otherRoutes: { '/dashboard': createElement('h1', null, 'Dashboard page'), '/login': createElement('h1', null, 'Login page') },
  };
}

/** Types a phone number and a matching password into the fields these labels name. */
export async function enterPhoneAndPassword(labels: { phone: RegExp; password: RegExp; confirm: RegExp }) {
  const user = userEvent.setup();
  await enterText(user, screen.getByLabelText(labels.phone), '555-123-4567');
  await enterText(user, screen.getByLabelText(labels.password), 'secret-123');
  await enterText(user, screen.getByLabelText(labels.confirm), 'secret-123');
}
