import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANUFACTURER } from '../../reference/manufacturer';
import { WARRANTY_TERMS } from '../../../scripts/seed/demoWording';
import type { Warranty } from '../../types/orders';
import { day, warrantyFixture } from './testing';
import { WarrantyCertificate, coverageTerm } from './WarrantyCertificate';

const approved = warrantyFixture({
  status: 'approved',
  warrantyNumber: 'W-100001-2026',
  coverageStart: day(2026, 5, 14),
  coverageEnd: day(2041, 5, 14),
  decidedBy: 'u-admin',
  decidedByName: 'Alex Admin',
  decidedDate: day(2026, 6, 5),
});

function certificate(warranty: Warranty = approved) {
  render(<WarrantyCertificate warranty={warranty} />);
  return screen.getByRole('region', { name: 'Warranty Certificate' });
}

/** Each term of a group's list with what it says. */
function facts(group: HTMLElement): Record<string, string | null | undefined> {
  return Object.fromEntries(within(group).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

/** The part of the certificate under a group heading ('Coverage', 'Product', ...). */
function group(cert: HTMLElement, name: string): HTMLElement {
  return within(cert).getByRole('heading', { level: 3, name }).parentElement!;
}

describe('WarrantyCertificate', () => {
  it('names the manufacturer who warrants, with its address', () => {
    const cert = certificate();
    expect(within(cert).getByText(MANUFACTURER.name)).toBeInTheDocument();
    expect(cert).toHaveTextContent('43 Bentinck Street, Tara, ON N0H 2N0, Canada');
  });

  it('carries the warranty number in its heading and its coverage, term and dates', () => {
    const cert = certificate();
    expect(within(cert).getByText('No. W-100001-2026')).toBeInTheDocument();
    expect(cert).toHaveTextContent(
      `${MANUFACTURER.name} warrants the FR cover fabric of the product below, installed at the site named, for 15 years, from May 14, 2026 to May 14, 2041 under the terms of this certificate.`,
    );
    const coverage = group(cert, 'Coverage');
    expect(coverage).toHaveTextContent('15 years, from May 14, 2026 to May 14, 2041');
    expect(facts(coverage)).toEqual({
      'Warranty number': 'W-100001-2026',
      'Coverage start': 'May 14, 2026',
      'Coverage end': 'May 14, 2041',
      Issued: 'Jun 5, 2026',
    });
  });

  it('describes the product: the order, its type and the fabric', () => {
    const product = group(certificate(), 'Product');
    expect(product).toHaveTextContent('Building Order 100001, FR cover');
    expect(facts(product)).toEqual({ Order: '100001 (Building Order)', Fabric: 'FR', 'Install date': 'May 14, 2026' });
  });

  it('names the end customer and the site, and the dealer', () => {
    expect(facts(group(certificate(), 'End customer and site'))).toEqual({
      'End customer': 'Prairie Cattle Co.',
      Site: '12 Range Road 300, Saskatoon, SK S7K 1A1, Canada',
      Dealer: 'Acme Buildings',
    });
  });

  it('prints every term of the warranty', () => {
    const terms = within(group(certificate(), 'Terms')).getAllByRole('listitem');
    expect(terms).toHaveLength(WARRANTY_TERMS.length);
    WARRANTY_TERMS.forEach((term, i) => expect(terms[i]).toHaveTextContent(`${term.title}. ${term.text}`));
  });

  it('ends with a line to sign for the manufacturer and the date it was issued', () => {
    const cert = certificate();
    expect(within(cert).getByText(`Authorized signature, for ${MANUFACTURER.name}`)).toBeInTheDocument();
    const date = within(cert).getByText('Date');
    expect(date.previousElementSibling).toHaveTextContent('Jun 5, 2026');
  });

  it('covers a parts order’s parts, not a fabric', () => {
    const cert = certificate({ ...approved, orderType: 'parts', fabric: null, coverageEnd: day(2027, 5, 14) });
    expect(cert).toHaveTextContent(`${MANUFACTURER.name} warrants the parts of the order below, installed at the site named, for 1 year,`);
    expect(group(cert, 'Product')).toHaveTextContent('Parts Order 100001');
    expect(facts(group(cert, 'Product')).Fabric).toBe('None (parts order)');
  });

  it('fits on one printed page: only the certificate is printed, its terms in two columns', () => {
    certificate();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toContain('@page');
    expect(print).toMatch(/body \*:not\(:has\(\.warranty-certificate\)\)[^{]*\{[^}]*display:none\s*!important/);
    expect(print).toMatch(/\.certificate-terms\s*\{[^}]*column-count:\s*2/);
  });
});

describe('coverageTerm', () => {
  it('says a whole number of years with the dates, and only the dates otherwise', () => {
    expect(coverageTerm({ coverageStart: day(2026, 5, 14), coverageEnd: day(2041, 5, 14) })).toBe('15 years, from May 14, 2026 to May 14, 2041');
    expect(coverageTerm({ coverageStart: day(2026, 5, 14), coverageEnd: day(2027, 5, 14) })).toBe('1 year, from May 14, 2026 to May 14, 2027');
    expect(coverageTerm({ coverageStart: day(2026, 5, 14), coverageEnd: day(2040, 6, 1) })).toBe('from May 14, 2026 to Jun 1, 2040');
    expect(coverageTerm({ coverageStart: null, coverageEnd: null })).toBe('');
  });
});
