/**
 * The documents of the demo resource library, written as PDFs from the same reference data the portal uses
 * (series, fabrics, coverage years, the parts catalogue) and in the English its catalogues use (demoWording.ts: what
 * each series is, the warranty's terms), so what a dealer downloads agrees with what the order forms offer. Figures that the reference data does not hold (prices per square foot, fabric
 * properties, design loads) are illustrations and say so.
 */
import { BUILDING_USES } from '../../src/reference/building.js';
import { CURRENCIES } from '../../src/reference/currencies.js';
import { FABRICS, type FabricName } from '../../src/reference/fabrics.js';
import { MANUFACTURER, manufacturerAddress } from '../../src/reference/manufacturer.js';
import { MOUNT_TYPES } from '../../src/reference/mounts.js';
import { BUILDING_SERIES } from '../../src/reference/series.js';
import { FABRIC_COVERAGE_YEARS, PARTS_COVERAGE_YEARS } from '../../src/reference/warranty.js';
import type { Company } from '../../src/types/domain.js';
import { DocumentLayout } from './documentLayout.js';
import { partPrice, parts } from './demoParts.js';
import { SERIES_DESCRIPTIONS, WARRANTY_TERMS, describeYears } from './demoWording.js';
import type { PdfPage } from './pdf.js';
import type { Raster } from './raster.js';

const framedSeries = BUILDING_SERIES.filter((series) => series.active && series.widths.length > 0);
const money = (value: number, currency: Company['currency']) =>
  `${CURRENCIES.find((c) => c.code === currency)?.symbol ?? '$'}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Illustrative building prices per square foot of floor, in CAD, by series. */
const PRICE_PER_SQ_FT_CAD: Record<string, number> = { CC: 7.4, 'CC+': 10.9, GB: 9.2, HT: 12.6 };
const USD_PER_CAD = 0.75;

export function priceBook(currency: Company['currency'], year: number): Buffer {
  const doc = new DocumentLayout(`${year} Dealer Price Book`, `Prices in ${currency}, effective January 1, ${year}`);
  doc
    .heading('How to read this price book')
    .paragraph(
      'Prices are dealer net for a complete building kit: trusses, purlins and braces, the cover in the fabric named, end ' +
        'walls and hardware. Freight, foundations and installation are quoted per project. Parts ordered on their own are ' +
        'priced from the catalogue at the end of this book, as the portal’s parts order form shows them.',
    )
    .bullets([
      'Lengths are in multiples of the truss spacing; other lengths are priced pro rata.',
      'Elite fabrics add 12% to the building price; PVC covers are quoted per project.',
      'VP buildings (VPe, VPr) are engineered per project: submit a VP order for a quote.',
    ]);
  for (const series of framedSeries) {
    const rate = PRICE_PER_SQ_FT_CAD[series.name] * (currency === 'USD' ? USD_PER_CAD : 1);
    doc.heading(`${series.name} Series`).paragraph(SERIES_DESCRIPTIONS[series.name]);
    doc.table(
      [
        { header: 'Width', width: 70 },
        { header: "40' long", width: 98, align: 'right' },
        { header: "60' long", width: 98, align: 'right' },
        { header: "80' long", width: 98, align: 'right' },
        { header: "100' long", align: 'right' },
      ],
      series.widths.map((width) => [`${width}'`, ...[40, 60, 80, 100].map((length) => money(Math.round(width * length * rate), currency))]),
    );
  }
  doc.heading('Parts catalogue').table(
    [
      { header: 'Part number', width: 90 },
      { header: 'Description', width: 230 },
      { header: 'Unit', width: 85 },
      { header: 'Price', align: 'right' },
    ],
    parts.filter((part) => part.active).map((part) => [part.partNumber, part.name, part.unit, money(partPrice(part, currency), currency)]),
  );
  return doc.bytes();
}

export function brochure(cover: Raster): Buffer {
  const doc = new DocumentLayout('Fabric Buildings', 'Clear-span shelter for farms, industry and recreation', { cover });
  return doc
    .paragraph(
      `${MANUFACTURER.name} designs and builds fabric-covered steel truss buildings: bright inside by day, quick to put up, ` +
        'and engineered for the snow and wind of the site they stand on.',
      { size: 12 },
    )
    .heading('Why fabric')
    .bullets([
      'Natural light through the cover: no lighting needed on most days.',
      'Clear spans to 100 feet, with no posts in the way of equipment or animals.',
      'Galvanized steel trusses that do not rust, under a cover that does not corrode.',
      'Installed in days, on wood posts, concrete walls or steel legs.',
    ])
    .heading('The series')
    .table(
      [{ header: 'Series', width: 70 }, { header: 'Widths (feet)', width: 150 }, { header: 'Built for' }],
      BUILDING_SERIES.filter((series) => series.active).map((series) => [
        series.name,
        series.widths.length > 0 ? series.widths.join(', ') : 'Sized per project',
        SERIES_DESCRIPTIONS[series.name],
      ]),
    )
    .heading('Fabrics')
    .table(
      [{ header: 'Fabric', width: 110 }, { header: 'Colours', width: 260 }, { header: 'Warranty', align: 'right' }],
      FABRICS.map((fabric) => [fabric.name, fabric.colours.length > 0 ? fabric.colours.join(', ') : 'Clear or per project', describeYears(FABRIC_COVERAGE_YEARS[fabric.name])]),
    )
    .heading('Foundations')
    .paragraph(`Every building stands on the foundation that suits its site: ${MOUNT_TYPES.join(', ').toLowerCase()}.`)
    .paragraph(`Talk to your dealer, or visit ${MANUFACTURER.website}.`)
    .bytes();
}

export function agricultureBrochure(cover: Raster): Buffer {
  const doc = new DocumentLayout('Buildings for Agriculture', 'Livestock, feed and equipment under one clear span', { cover });
  return doc
    .paragraph(
      'Fabric buildings keep animals dry and ventilated and keep hay, grain and machinery out of the weather, at a cost per ' +
        'square foot that steel and wood buildings do not reach.',
      { size: 12 },
    )
    .heading('Uses')
    .bullets(BUILDING_USES.filter((use) => use.startsWith('AG - ')).map((use) => use.slice(5)))
    .heading('Ventilation and light')
    .paragraph(
      'Open or curtained side walls and ridge vents move air without fans; the translucent cover spreads daylight evenly, ' +
        'which livestock and the people who work with them both prefer.',
    )
    .bytes();
}

export function factSheet(seriesName: string): Buffer {
  const series = BUILDING_SERIES.find((candidate) => candidate.name === seriesName)!;
  return new DocumentLayout(`${series.name} Series Fact Sheet`, SERIES_DESCRIPTIONS[series.name])
    .heading('At a glance')
    .table(
      [{ header: 'Feature', width: 170 }, { header: 'Detail' }],
      [
        ['Widths', series.widths.map((w) => `${w}'`).join(', ')],
        ['Lengths', 'Any multiple of the truss spacing'],
        ['Truss', 'Galvanized round tube, bolted connections'],
        ['Foundations', MOUNT_TYPES.join(', ')],
        ['Fabrics', FABRICS.map((f) => f.name).join(', ')],
        ['Cover warranty', `Up to ${describeYears(Math.max(...Object.values(FABRIC_COVERAGE_YEARS)))}`],
      ],
    )
    .heading('Typical uses')
    .bullets(BUILDING_USES.filter((_, i) => i % 4 === (series.name.length % 4)).slice(0, 6))
    .bytes();
}

/** Illustrative fabric properties for the spec sheets. */
const FABRIC_PROPERTIES: Record<FabricName, { weight: string; tensile: string; tear: string; fire: string; light: string }> = {
  'Elite FR': { weight: '14.5 oz/yd²', tensile: '410 × 390 lbf', tear: '95 × 90 lbf', fire: 'NFPA 701 Test 2, CAN/ULC-S109', light: '12%' },
  'Elite NON-FR': { weight: '14.5 oz/yd²', tensile: '410 × 390 lbf', tear: '95 × 90 lbf', fire: 'Not rated', light: '13%' },
  FR: { weight: '12.0 oz/yd²', tensile: '330 × 310 lbf', tear: '80 × 75 lbf', fire: 'NFPA 701 Test 2, CAN/ULC-S109', light: '14%' },
  'NON-FR': { weight: '12.0 oz/yd²', tensile: '330 × 310 lbf', tear: '80 × 75 lbf', fire: 'Not rated', light: '15%' },
  PVC: { weight: '22.0 oz/yd²', tensile: '480 × 450 lbf', tear: '110 × 100 lbf', fire: 'NFPA 701 Test 2', light: '8%' },
};

export function fabricSpecSheet(name: FabricName): Buffer {
  const fabric = FABRICS.find((candidate) => candidate.name === name)!;
  const p = FABRIC_PROPERTIES[name];
  const construction = name === 'PVC' ? 'PVC-coated polyester cover fabric' : 'Woven polyethylene cover fabric, coated both sides';
  return new DocumentLayout(`${name} Fabric Spec Sheet`, construction)
    .heading('Properties')
    .table(
      [{ header: 'Property', width: 170 }, { header: 'Value', width: 190 }, { header: 'Test method' }],
      [
        ['Weight', p.weight, 'ASTM D3776'],
        ['Grab tensile (warp × weft)', p.tensile, 'ASTM D5034'],
        ['Tongue tear (warp × weft)', p.tear, 'ASTM D2261'],
        ['Fire rating', p.fire, 'As named'],
        ['Light transmission', p.light, 'ASTM D1003'],
        ['Colours', fabric.colours.length > 0 ? fabric.colours.join(', ') : 'Clear or per project', ''],
        ['Warranty', describeYears(FABRIC_COVERAGE_YEARS[name]), 'See the limited warranty'],
      ],
    )
    .paragraph('Typical values from production testing; individual rolls vary within the tolerances of the test methods.', { size: 9, colour: '#5f6368' })
    .bytes();
}

export function warrantyDocument(): Buffer {
  const doc = new DocumentLayout('Limited Warranty', `Fabric buildings and parts supplied by ${MANUFACTURER.name}`);
  doc.heading('Coverage by fabric').table(
    [{ header: 'Cover fabric', width: 200 }, { header: 'Coverage from the install date' }],
    [...FABRICS.map((f) => [f.name, describeYears(FABRIC_COVERAGE_YEARS[f.name])]), ['Parts orders', describeYears(PARTS_COVERAGE_YEARS)]],
  );
  for (const term of WARRANTY_TERMS) doc.heading(term.title).paragraph(term.text);
  return doc.paragraph(`${MANUFACTURER.name}, ${manufacturerAddress()}.`, { size: 9, colour: '#5f6368' }).bytes();
}

/** Illustrative design values by location (the building code in force decides). */
const DESIGN_DATA = [
  ['Saskatoon, SK', '1.9 kPa', '0.12 kPa', '0.43 kPa'],
  ['Red Deer, AB', '1.7 kPa', '0.10 kPa', '0.44 kPa'],
  ['Steinbach, MB', '2.1 kPa', '0.15 kPa', '0.45 kPa'],
  ['Tara, ON', '2.6 kPa', '0.40 kPa', '0.39 kPa'],
  ['Amarillo, TX', '15 psf', '—', '115 mph'],
  ['Guymon, OK', '15 psf', '—', '115 mph'],
  ['Clovis, NM', '10 psf', '—', '110 mph'],
];

export function climateDesignData(): Buffer {
  return new DocumentLayout('Snow and Wind Design Data', 'Dealer locations in Canada and the United States')
    .paragraph(
      'Buildings are engineered for the loads of the site. The values below show the range seen across dealer territories; ' +
        'every quote is checked against the building code in force at its site.',
    )
    .table(
      [{ header: 'Location', width: 150 }, { header: 'Ground snow', width: 110, align: 'right' }, { header: 'Rain on snow', width: 110, align: 'right' }, { header: 'Wind', align: 'right' }],
      DESIGN_DATA,
    )
    .paragraph('Canadian values: 1-in-50-year loads (NBC); US values: ASCE 7 ground snow load and basic wind speed.', { size: 9, colour: '#5f6368' })
    .bytes();
}

/** Cross-sections of two series drawn to one scale, with their clear spans. */
export function buildingProfiles(): Buffer {
  const profiles = [
    { label: "CC 42'", span: 42, height: 20 },
    { label: "HT 60'", span: 60, height: 29 },
  ];
  const drawArch = (page: PdfPage, x: number, y: number, scale: number, { label, span, height }: (typeof profiles)[number]) => {
    const base = y + 160;
    const half = (span * scale) / 2;
    const rise = height * scale;
    const k = 0.5523; // a cubic Bézier's handle for a quarter ellipse
    page.path(
      [
        ['M', x, base],
        ['C', x, base - rise * k, x + half - half * k, base - rise, x + half, base - rise],
        ['C', x + half + half * k, base - rise, x + 2 * half, base - rise * k, x + 2 * half, base],
      ],
      '#3a3f45',
      2,
    );
    page.line(x - 10, base, x + 2 * half + 10, base, '#8a8f96', 1);
    page.line(x, base + 14, x + 2 * half, base + 14, '#b3141b', 0.75);
    page.text(x + half, base + 28, `${span}' clear span, ${height}' high`, { size: 9, align: 'centre', colour: '#b3141b' });
    page.text(x + half, base - rise - 12, label, { size: 11, font: 'bold', align: 'centre' });
  };
  return new DocumentLayout('Building Profiles', 'Cross-sections of the CC and HT series')
    .paragraph('Both profiles are drawn to one scale; heights are at the centre of the span, from the top of the foundation.')
    .drawing(200, (page, x, y, width) => {
      const gap = 40;
      const scale = (width - gap - 20) / profiles.reduce((sum, p) => sum + p.span, 0);
      drawArch(page, x + 10, y, scale, profiles[0]);
      drawArch(page, x + 10 + profiles[0].span * scale + gap, y, scale, profiles[1]);
    })
    .table(
      [{ header: 'Series', width: 90 }, { header: 'Width', width: 90, align: 'right' }, { header: 'Centre height', width: 120, align: 'right' }, { header: 'Truss spacing', align: 'right' }],
      framedSeries.flatMap((series) => series.widths.slice(0, 3).map((w) => [series.name, `${w}'`, `${Math.round(w * 0.48)}'`, "12'"])),
    )
    .bytes();
}

/** A document of headed sections of text. */
export function textDocument(title: string, subtitle: string, sections: readonly { heading: string; text?: string; bullets?: readonly string[] }[]): Buffer {
  const doc = new DocumentLayout(title, subtitle);
  for (const section of sections) {
    doc.heading(section.heading);
    if (section.text) doc.paragraph(section.text);
    if (section.bullets) doc.bullets(section.bullets);
  }
  return doc.bytes();
}

export function siteInformationForm(): Buffer {
  return new DocumentLayout('Site Information Form', 'Completed by the dealer with the customer, before quoting')
    .heading('Customer')
    .formFields(['Customer name', 'Contact person', 'Phone', 'Email', 'Mailing address', 'City, province or state'])
    .heading('Site')
    .formFields(['Site address', 'Legal land description', 'Ground conditions', 'Distance to nearest road', 'Power available (yes or no)', 'Slope across the footprint'])
    .heading('Building')
    .formFields(['Series and width', 'Length', 'Use', 'Foundation', 'Doors (number, size)', 'Requested delivery'])
    .heading('Signatures')
    .formFields(['Customer', 'Dealer'])
    .bytes();
}
