import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/testing';
import { documentTitle, ROUTE_TITLES, toTitleCase } from './title';
import { appRoutes, NOT_FOUND_NAME } from './routes';

describe('document title', () => {
  it('is the route name in Title Case followed by the product name', () => {
    expect(documentTitle('notification dashboard')).toBe('Notification Dashboard | Dealer Portal');
    expect(documentTitle('send notification')).toBe('Send Notification | Dealer Portal');
    expect(documentTitle('not found')).toBe('Not Found | Dealer Portal');
  });

  it('is the product name alone when the route has no name', () => {
    expect(documentTitle(null)).toBe('Dealer Portal');
    expect(documentTitle('')).toBe('Dealer Portal');
  });

  it('title-cases words separated by spaces, hyphens and underscores', () => {
    expect(toTitleCase('change-requests')).toBe('Change Requests');
    expect(toTitleCase('sms_recipients')).toBe('Sms Recipients');
    expect(toTitleCase('  order   history ')).toBe('Order History');
  });

  it('has a title for every route, which in English is the route name in Title Case', () => {
    for (const name of [...appRoutes.map((route) => route.name), NOT_FOUND_NAME]) {
      expect(ROUTE_TITLES[name], name).toBeDefined();
      expect(documentTitle(name)).toBe(`${toTitleCase(name)} | Dealer Portal`);
    }
  });

  it('is in French for a French reader', async () => {
    await inLanguage('fr', () => {
      expect(documentTitle('pending change requests')).toBe('Demandes de modification en attente | Portail des concessionnaires');
      expect(documentTitle('dashboard')).toBe('Tableau de bord | Portail des concessionnaires');
      expect(documentTitle(null)).toBe('Portail des concessionnaires');
    });
  });
});
