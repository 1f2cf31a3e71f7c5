import { element, emptyElement, type MaybeNode } from './mismo-node';

/** The ULAD arcroles the document uses (urn:fdc:mismo.org:2009:residential/<name>). */
export type Arcrole =
  | 'ASSET_IsAssociatedWith_ROLE'
  | 'ASSET_IsAssociatedWith_LIABILITY'
  | 'LIABILITY_IsAssociatedWith_ROLE'
  | 'EXPENSE_IsAssociatedWith_ROLE'
  | 'CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER'
  | 'ROLE_SharesJointCreditReportWith_ROLE';

export const ARCROLE_BASE = 'urn:fdc:mismo.org:2009:residential/';

/** An arc between two labelled containers. */
export interface Arc {
  from: string;
  to: string;
  arcrole: Arcrole;
}

/** The borrower ROLE label of each application on the deal. */
export type RoleLabels = ReadonlyMap<number, string>;

/** Arcs from one labelled container to the ROLE of each application named (applications not on the deal have none). */
export function arcsToRoles(from: string, applicationIds: readonly number[], roles: RoleLabels, arcrole: Arcrole): Arc[] {
  return [...new Set(applicationIds)].flatMap((id) => {
    const to = roles.get(id);
    return to === undefined ? [] : [{ from, to, arcrole }];
  });
}

/** DEAL/RELATIONSHIPS: one RELATIONSHIP per arc, numbered in order. */
export function relationshipsNode(arcs: readonly Arc[]): MaybeNode {
  return element(
    'RELATIONSHIPS',
    arcs.map((arc, i) =>
      emptyElement('RELATIONSHIP', {
        SequenceNumber: String(i + 1),
        'xlink:arcrole': `${ARCROLE_BASE}${arc.arcrole}`,
        'xlink:from': arc.from,
        'xlink:to': arc.to,
      }),
    ),
  );
}
