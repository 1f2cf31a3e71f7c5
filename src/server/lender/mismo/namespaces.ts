/** The namespaces of the document: MISMO's, xlink for the relationship graph, ULAD's extension and the portal's. */
export const MISMO_NAMESPACE = 'http://www.mismo.org/residential/2009/schemas';
export const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
export const ULAD_NAMESPACE = 'http://www.datamodelextension.org/Schema/ULAD';
/** Values the portal collects that MISMO has no element for, under EXTENSION/OTHER. */
export const PORTAL_NAMESPACE = 'https://refi-portal.local/schemas/mismo-extension';

/** Element-name prefix -> namespace. */
export const PREFIXES: Readonly<Record<string, string>> = {
  xlink: XLINK_NAMESPACE,
  ULAD: ULAD_NAMESPACE,
  PORTAL: PORTAL_NAMESPACE,
};

export const MISMO_REFERENCE_MODEL = '3.4.032420160128';
