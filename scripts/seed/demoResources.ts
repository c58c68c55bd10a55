/**
 * The demo resource library: price books, brochures, spec sheets, forms and pictures a manufacturer publishes,
 * published over the past year, several to a subtype and none in some (videos are not files the library holds).
 * Every file is made here, in code: real PDFs and PNGs that open and preview.
 */
import { BRAND_COLOUR } from '../../src/reference/app.js';
import { FABRICS } from '../../src/reference/fabrics.js';
import { MANUFACTURER } from '../../src/reference/manufacturer.js';
import { RESOURCE_SUBTYPES, type ResourceSubtype } from '../../src/reference/resources.js';
import type { Resource as ResourceDocument } from '../../src/types/resources.js';
import { ADMIN_ID, ADMIN_NAME } from './demoCompanies.js';
import {
  agricultureBrochure,
  brochure,
  buildingProfiles,
  climateDesignData,
  fabricSpecSheet,
  factSheet,
  priceBook,
  siteInformationForm,
  textDocument,
  warrantyDocument,
} from './demoDocuments.js';
import { DocumentLayout } from './documentLayout.js';
import { brandMark, siteScene, type SiteScene } from './pictures.js';
import { Raster, rgb } from './raster.js';
import { DAY, type WithDates } from './withDates.js';

/** A resource as the seed writes it: the stored shape with its dates as Dates (stored as Timestamps). */
export type Resource = WithDates<ResourceDocument>;
export interface DemoFile { path: string; contentType: string; bytes: Buffer }

/** A one-page PDF headed `title`: small, valid, for tests that need a PDF of their own. */
export function pdfBytes(title: string): Buffer {
  return new DocumentLayout(title, MANUFACTURER.name).paragraph(`${title}.`).bytes();
}

/** A small PNG in the brand colour. */
export function pngBytes(size = 16): Buffer {
  return new Raster(size, size, rgb(BRAND_COLOUR)).png();
}

/** The sites of the image library and of warranty photos. */
export const SCENES = {
  summer: { fabric: '#f4f4f0', sky: ['#5b8fd0', '#dce9f5'], ground: ['#8fa86a', '#5f7d3c'], hills: '#6f8a7a', centre: 0.3, span: 0.2, depth: 0.35, phase: 1 },
  winter: { fabric: '#6f8f6a', sky: ['#8fb3dc', '#eef3f8'], ground: ['#e6eaee', '#fbfcfd'], hills: '#a9b4bf', centre: 0.27, span: 0.18, depth: 0.42, phase: 3 },
  arena: { fabric: '#c9b48a', sky: ['#4f86c6', '#f1e7d6'], ground: ['#c8b48e', '#a88f63'], hills: '#b59f86', centre: 0.34, span: 0.22, depth: 0.3, phase: 5 },
  grain: { fabric: '#f2f2ee', sky: ['#6a9ad4', '#e3edf6'], ground: ['#d9c27a', '#b89c4c'], hills: '#8ea3b0', centre: 0.24, span: 0.16, depth: 0.5, phase: 2 },
} as const satisfies Record<string, SiteScene>;

const photo = (scene: SiteScene) => siteScene(560, 350, scene);

interface Entry {
  subtype: ResourceSubtype;
  title: string;
  description: string;
  file: string;
  /** Days before the seed that it was published, and last replaced (when it was). */
  published: number;
  updated?: number;
  make: () => { contentType: 'application/pdf' | 'image/png'; bytes: Buffer };
}

const pdf = (make: () => Buffer) => () => ({ contentType: 'application/pdf' as const, bytes: make() });
const png = (make: () => Raster) => () => ({ contentType: 'image/png' as const, bytes: make().png() });

function entries(year: number): Entry[] {
  return [
    { subtype: 'brochures', title: 'Fabric Buildings Brochure', description: 'The full range: series, fabrics and foundations, for customers.', file: 'fabric-buildings-brochure.pdf', published: 300, updated: 40, make: pdf(() => brochure(photo(SCENES.summer))) },
    { subtype: 'brochures', title: 'Buildings for Agriculture', description: 'Livestock, hay, grain and equipment buildings.', file: 'agriculture-brochure.pdf', published: 210, make: pdf(() => agricultureBrochure(photo(SCENES.grain))) },
    { subtype: 'fact sheets', title: 'CC Series Fact Sheet', description: 'Widths, foundations and fabrics of the CC series on one page.', file: 'cc-series-fact-sheet.pdf', published: 280, make: pdf(() => factSheet('CC')) },
    { subtype: 'fact sheets', title: 'HT Series Fact Sheet', description: 'The high-truss series for tall clearances and heavy loads.', file: 'ht-series-fact-sheet.pdf', published: 150, make: pdf(() => factSheet('HT')) },
    { subtype: 'bulletins', title: 'Spring Shipping Schedule', description: 'Order cut-off dates for delivery before seeding.', file: 'spring-shipping-schedule.pdf', published: 25, make: pdf(() => textDocument('Spring Shipping Schedule', 'Plan deliveries before the busy season', [
      { heading: 'Cut-off dates', text: 'Orders received by the end of January ship in March; orders received by the end of February ship in April. Drawings must be approved before an order is scheduled.' },
      { heading: 'What helps', bullets: ['Approve drawings within a week of receiving them.', 'Confirm the site is ready for the foundation.', 'Tell us about road bans on the way to the site.'] },
    ])) },
    { subtype: 'white papers', title: 'Designing for Snow and Wind', description: 'How fabric buildings are engineered for the loads of their site.', file: 'designing-for-snow-and-wind.pdf', published: 330, make: pdf(() => textDocument('Designing for Snow and Wind', 'A white paper for dealers and specifiers', [
      { heading: 'Loads come from the site', text: 'A building is engineered for the ground snow load, the rain on snow and the wind speed of the place it stands, taken from the building code in force there. The same building may need closer trusses in one county than in the next.' },
      { heading: 'Why the shape matters', text: 'An arched roof sheds snow and lets wind flow around it. Drifting against taller buildings nearby can double the load on part of a roof, and the engineering accounts for it when the site information form names them.' },
      { heading: 'What the dealer provides', bullets: ['The exact site address or legal land description.', 'Nearby buildings and their heights.', 'The building’s use, which sets its risk category.'] },
    ])) },
    { subtype: 'bid specs', title: 'Bid Specification: Fabric Building', description: 'Specification text to include in tenders for a fabric-covered steel truss building.', file: 'bid-specification.pdf', published: 240, make: pdf(() => textDocument('Bid Specification', 'Fabric-covered steel truss building', [
      { heading: 'Part 1: General', text: 'Supply and install a pre-engineered, fabric-covered, galvanized steel truss building, designed for the loads of the site by a professional engineer licensed where it stands.' },
      { heading: 'Part 2: Products', bullets: ['Trusses: galvanized round steel tube, bolted connections.', 'Cover: woven polyethylene fabric, coated both sides, fire rated where the use requires.', 'Fasteners: galvanized or stainless steel.'] },
      { heading: 'Part 3: Execution', text: 'Install per the manufacturer’s installation manual; tension the cover as it specifies; submit stamped drawings before work begins.' },
    ])) },
    { subtype: 'image library', title: 'Equipment Storage, Saskatchewan', description: 'A white CC building on a farm yard in summer.', file: 'equipment-storage-saskatchewan.png', published: 260, make: png(() => photo(SCENES.summer)) },
    { subtype: 'image library', title: 'Hay Shed in Winter', description: 'A green-covered building after the first snow.', file: 'hay-shed-winter.png', published: 120, make: png(() => photo(SCENES.winter)) },
    { subtype: 'image library', title: 'Riding Arena, Texas', description: 'A tan HT building used as a riding arena.', file: 'riding-arena-texas.png', published: 60, make: png(() => photo(SCENES.arena)) },
    { subtype: 'logos', title: 'Logo, Full Colour', description: 'The brand mark in red, for light backgrounds.', file: 'logo-full-colour.png', published: 350, make: png(() => brandMark(320, { ground: '#ffffff', tile: BRAND_COLOUR, figure: '#ffffff' })) },
    { subtype: 'logos', title: 'Logo, Reversed', description: 'The brand mark for dark backgrounds.', file: 'logo-reversed.png', published: 350, make: png(() => brandMark(320, { ground: '#1f2328', tile: BRAND_COLOUR, figure: '#ffffff' })) },
    { subtype: 'price books', title: `${year} Dealer Price Book (CAD)`, description: 'Building and parts prices for Canadian dealers.', file: `price-book-${year}-cad.pdf`, published: 20, make: pdf(() => priceBook('CAD', year)) },
    { subtype: 'price books', title: `${year} Dealer Price Book (USD)`, description: 'Building and parts prices for US dealers.', file: `price-book-${year}-usd.pdf`, published: 20, make: pdf(() => priceBook('USD', year)) },
    { subtype: 'customer forms', title: 'Site Information Form', description: 'What engineering needs to know about a site, filled in with the customer.', file: 'site-information-form.pdf', published: 320, make: pdf(siteInformationForm) },
    { subtype: 'quote proposal templates', title: 'Quote Proposal Template', description: 'A proposal to send customers, with the building, price and terms.', file: 'quote-proposal-template.pdf', published: 190, make: pdf(() => textDocument('Quote Proposal', 'Prepared for the customer by their dealer', [
      { heading: 'The building', text: 'Series, width and length; cover fabric and colour; end walls, doors and foundation.' },
      { heading: 'Price', text: 'Building kit, freight, foundation and installation, each priced on its own line, with taxes shown separately.' },
      { heading: 'Terms', bullets: ['Valid for 30 days.', 'A deposit of 30% confirms the order.', 'Delivery dates are confirmed once drawings are approved.'] },
    ])) },
    { subtype: 'financing options', title: 'Financing Programs', description: 'Lease and loan programs offered to customers through partner lenders.', file: 'financing-programs.pdf', published: 90, make: pdf(() => textDocument('Financing Programs', 'Through partner lenders, subject to credit approval', [
      { heading: 'Equipment lease', text: 'Terms of 24 to 60 months with seasonal payment options for farms. The building can be bought out at the end of the term.' },
      { heading: 'Term loan', text: 'Terms up to 10 years for larger projects. Rates are set by the lender at approval.' },
      { heading: 'How to apply', bullets: ['Send the quote and the customer’s contact details to the sales desk.', 'The lender contacts the customer directly.', 'Approval usually takes two to five business days.'] },
    ])) },
    { subtype: 'warranty', title: 'Limited Warranty', description: 'Coverage by fabric, what is covered and how to make a claim.', file: 'limited-warranty.pdf', published: 340, make: pdf(warrantyDocument) },
    { subtype: 'manuals', title: 'Installation Manual: CC Series', description: 'Step by step, from layout to cover tensioning.', file: 'installation-manual-cc.pdf', published: 270, make: pdf(() => textDocument('Installation Manual', 'CC series buildings', [
      { heading: 'Before you start', bullets: ['Check the delivery against the packing list.', 'Mark out the footprint and check its diagonals.', 'Keep the stamped drawings on site.'] },
      { heading: 'Trusses and purlins', text: 'Assemble each truss on the ground, raise the end truss first and brace it, then raise the others in turn, fixing the purlins as you go.' },
      { heading: 'The cover', text: 'Pull the cover over on a calm day, fasten it at one end, and tension it evenly from the other end until it no longer ripples in the wind.' },
    ])) },
    { subtype: 'dealer kits', title: 'New Dealer Welcome Kit', description: 'Who to call, how orders move, and where to find everything.', file: 'dealer-welcome-kit.pdf', published: 200, make: pdf(() => textDocument('Welcome, New Dealer', 'Getting started with the portal', [
      { heading: 'Orders', text: 'Place parts, cover, building and VP orders from the portal. Each order moves from pending through engineering and production to delivery, and you are notified at each step.' },
      { heading: 'Resources', text: 'Price books, brochures, spec sheets and forms are under Resources, newest first in each section.' },
      { heading: 'Warranty', text: 'Once an order is delivered and installed, apply for its warranty with photos of the installation.' },
    ])) },
    ...FABRICS.map((fabric, i): Entry => ({
      subtype: 'fabric spec sheets', title: `${fabric.name} Fabric Spec Sheet`, description: `Properties, colours and warranty of ${fabric.name} fabric.`,
      file: `${fabric.name.toLowerCase().replace(/[^a-z]+/g, '-')}-spec-sheet.pdf`, published: 310 - i * 3, make: pdf(() => fabricSpecSheet(fabric.name)),
    })),
    { subtype: 'building profiles', title: 'Building Profiles: CC and HT', description: 'Cross-sections with clear spans and centre heights.', file: 'building-profiles-cc-ht.pdf', published: 230, make: pdf(buildingProfiles) },
    { subtype: 'certifications', title: 'Fire Rating Certificate: FR Fabrics', description: 'NFPA 701 and CAN/ULC-S109 results for FR and Elite FR covers.', file: 'fire-rating-certificate.pdf', published: 180, make: pdf(() => textDocument('Fire Rating Certificate', 'FR and Elite FR cover fabrics', [
      { heading: 'Results', text: 'Samples of FR and Elite FR fabric from production met the flame propagation requirements of NFPA 701 Test Method 2 and CAN/ULC-S109.' },
      { heading: 'Where it applies', text: 'Fire-rated fabric is required for buildings open to the public and for many commercial uses; check the building code in force at the site.' },
    ])) },
    { subtype: 'climate design data', title: 'Snow and Wind Design Data', description: 'Design snow and wind values across dealer territories.', file: 'snow-and-wind-design-data.pdf', published: 160, make: pdf(climateDesignData) },
  ];
}

/** Published by the admin; the price books are the year's (the seed's year), so the library looks current. */
export function buildResources(now: number): { resources: Resource[]; files: DemoFile[] } {
  const resources: Resource[] = [];
  const files: DemoFile[] = [];
  const typeOf = new Map<string, (typeof RESOURCE_SUBTYPES)[number]['type']>(RESOURCE_SUBTYPES.map((s) => [s.name, s.type]));
  entries(new Date(now).getFullYear()).forEach((entry, i) => {
    const id = `resource-${i + 1}`;
    const type = typeOf.get(entry.subtype)!;
    const { contentType, bytes } = entry.make();
    const path = `resources/${type}/${id}/${entry.file}`;
    files.push({ path, contentType, bytes });
    resources.push({
      id, type, subtype: entry.subtype, title: entry.title, description: entry.description,
      file: { path, name: entry.file, contentType, size: bytes.length },
      createdBy: ADMIN_ID, createdByName: ADMIN_NAME,
      createdDate: new Date(now - entry.published * DAY),
      updatedDate: new Date(now - (entry.updated ?? entry.published) * DAY),
    });
  });
  return { resources, files };
}
