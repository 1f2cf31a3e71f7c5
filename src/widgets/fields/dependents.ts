/** One dependent as held in form data (`dependentInfo` items). */
export interface DependentEntry {
  dependentId?: number | null;
  dependentAge: number;
  borrowerId?: number | null;
  activeInd: boolean;
}

export function addDependent(list: DependentEntry[], age: number): DependentEntry[] {
  return [...list, { dependentAge: age, activeInd: true }];
}

/** Saved dependents (with a dependentId) are soft-removed; unsaved ones are dropped. */
export function removeDependent(list: DependentEntry[], index: number): DependentEntry[] {
  const target = list[index];
  if (!target) return list;
  if (target.dependentId != null) return list.map((d, i) => (i === index ? { ...d, activeInd: false } : d));
  return list.filter((_, i) => i !== index);
}

/** Accepts "0".."99"; anything else is not an age. */
export function parseAge(text: string): number | undefined {
  return /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}
