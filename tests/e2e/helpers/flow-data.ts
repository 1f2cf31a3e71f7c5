// The compiled list definitions and screen bindings (src/app/generated), as the route planner reads them.
import { listIds, listLoaders } from '../../../src/app/generated/lists';
import { screenIds, screenLoaders } from '../../../src/app/generated/screens';
import type { FlowData } from './param-sources';

async function loadAll<T>(ids: readonly string[], load: (id: string) => Promise<T>): Promise<Map<string, T>> {
  return new Map(await Promise.all(ids.map(async (id) => [id, await load(id)] as const)));
}

export async function loadFlowData(): Promise<FlowData> {
  const lists = await loadAll(listIds, async (id) => (await listLoaders[id]!()).list);
  const bindings = await loadAll(screenIds, async (id) => (await screenLoaders[id]!()).binding);
  return {
    list(listId) {
      const list = lists.get(listId);
      if (!list) throw new Error(`no compiled list "${listId}": run npm run build:schemas`);
      return list;
    },
    binding: (screenId) => bindings.get(screenId) ?? null,
  };
}
