import type { UiSchema } from '@rjsf/utils';
import { DEMOGRAPHIC_GROUPS, type DemographicGroup, type DemographicGroupData, type DemographicsFormData } from './demographics-form';

function withoutFields(data: DemographicGroupData, fields: readonly string[]): DemographicGroupData {
  const out: DemographicGroupData = { ...data };
  for (const field of fields) delete out[field as keyof DemographicGroupData];
  return out;
}

/** One group's rules: not willing keeps only itself; a parent that is not checked has no details. */
export function applyGroupRules(group: DemographicGroup, data: DemographicGroupData): DemographicGroupData {
  if (data[group.notWilling] === true) {
    const others = group.fields.filter((f) => f !== group.notWilling && data[f] !== undefined);
    return others.length === 0 ? data : withoutFields(data, others);
  }
  let out = data;
  for (const { parent, fields } of group.details) {
    if (out[parent] === true) continue;
    const present = fields.filter((f) => out[f] !== undefined);
    if (present.length > 0) out = withoutFields(out, present);
  }
  return out;
}

/**
 * The demographics form's data rules on change (spec section 4, pure): checking a not-willing box clears its
 * group's other options; unchecking a parent (Hispanic or Latino, Asian, Native Hawaiian or Other Pacific Islander,
 * American Indian or Alaska Native, and each "Other" box) clears its detail fields. Returns `next` itself when
 * nothing is cleared.
 */
export function applyDemographicRules(next: DemographicsFormData): DemographicsFormData {
  let out = next;
  for (const group of DEMOGRAPHIC_GROUPS) {
    const data = next[group.name];
    if (!data) continue;
    const ruled = applyGroupRules(group, data);
    if (ruled !== data) out = { ...out, [group.name]: ruled };
  }
  return out;
}

/** The not-willing box of a group, checked, disables the group's other options (uiSchema overrides). */
export function demographicsUi(formData: DemographicsFormData | undefined): UiSchema {
  const ui: UiSchema = {};
  for (const group of DEMOGRAPHIC_GROUPS) {
    if (formData?.[group.name]?.[group.notWilling] !== true) continue;
    const disabled: UiSchema = {};
    for (const field of group.fields) if (field !== group.notWilling) disabled[field] = { 'ui:disabled': true };
    ui[group.name] = disabled;
  }
  return ui;
}
