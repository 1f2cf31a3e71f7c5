import type { BorrowerInfo, ContactInfo } from '../../../shared/api/borrower-data';
import { element, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';

/** The suffix as written: None is no suffix; Other is the borrower's own text. */
const suffixOf = (b: Pick<BorrowerInfo, 'suffixName' | 'otherSuffix'>): string | null =>
  b.suffixName === 'Other' ? b.otherSuffix : b.suffixName === 'None' ? null : b.suffixName;

function nameNode(first: string | null, middle: string | null, last: string | null, suffix: string | null = null): MaybeNode {
  return element('NAME', [leaf('FirstName', first), leaf('LastName', last), leaf('MiddleName', middle), leaf('SuffixName', suffix)]);
}

/** INDIVIDUAL/ALIASES: the alternate name the borrower gave (URLA 1a "Alternate Names"). */
function aliasesNode(b: BorrowerInfo): MaybeNode {
  const alias = b.alternateNameInd === false ? null : b.alternateNameInfo;
  if (!alias?.activeInd) return null;
  return element('ALIASES', [
    element('ALIAS', [nameNode(alias.alternateFirstName, alias.alternateMiddleName, alias.alternateLastName)]),
  ]);
}

function telephone(value: string | null, role: 'Home' | 'Mobile' | 'Work', extension: string | null = null): MaybeNode {
  if (!value) return null;
  return element('CONTACT_POINT', [
    element('CONTACT_POINT_TELEPHONE', [leaf('ContactPointTelephoneExtensionValue', extension), leaf('ContactPointTelephoneValue', value)]),
    element('CONTACT_POINT_DETAIL', [leaf('ContactPointRoleType', role)]),
  ]);
}

/** INDIVIDUAL/CONTACT_POINTS: the home, cell and work phones (with the work extension) and the email. */
export function contactPointsNode(c: ContactInfo | null): MaybeNode {
  if (!c) return null;
  const points = [
    telephone(c.homePhoneNumber, 'Home'),
    telephone(c.cellPhoneNumber, 'Mobile'),
    telephone(c.workPhoneNumber, 'Work', c.workPhoneExtn),
    element('CONTACT_POINT', [element('CONTACT_POINT_EMAIL', [leaf('ContactPointEmailValue', c.emailAddress)])]),
  ].filter((p): p is MismoNode => p !== null);
  return element('CONTACT_POINTS', sequenced(points));
}

/** PARTY/INDIVIDUAL of a borrower: alternate name, contact points and legal name. */
export function individualNode(b: BorrowerInfo, contact: ContactInfo | null): MaybeNode {
  return element('INDIVIDUAL', [
    aliasesNode(b),
    contactPointsNode(contact),
    nameNode(b.firstName, b.middleName, b.lastName, suffixOf(b)),
  ]);
}
