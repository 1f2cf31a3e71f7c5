import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAgainstMetaSchema } from '../../scripts/schema-compiler/lint/meta-schema-findings';
import { repoRoot } from '../../scripts/lib/paths';

type Json = Record<string, any>;
const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Json;
const findings = (data: unknown, meta: string) => checkAgainstMetaSchema(data, readJson(meta), 'x.json').map((f) => `${f.pointer}: ${f.message}`);
const binding = (data: unknown) => findings(data, 'schemas/binding.schema.json');

describe('meta-schema findings name the fix', () => {
  it('a binding as it is has none', () => expect(binding(readJson('schemas/finances/asset.binding.json'))).toEqual([]));

  it('"field" where a hide rule takes "fields": exactly one finding, at the rule, with the effect it was checked as', () => {
    const data = readJson('schemas/finances/asset.binding.json');
    const rule = data.rules[0];
    expect(rule.effect).toBe('hide');
    rule.field = rule.fields;
    delete rule.fields;
    expect(binding(data)).toEqual(['/rules/0: rule has "field" where a hide rule takes "fields" (did you mean "fields"?)']);
  });

  it('an effect no rule has, with the likely one', () => {
    const data = readJson('schemas/finances/asset.binding.json');
    data.rules[0].effect = 'hid';
    expect(binding(data)).toEqual([
      '/rules/0: rule has effect "hid", which no rule takes (effect: derive, clear, hide, disable, disableOption, relabelOption, relabel) (did you mean "hide"?)',
    ]);
  });

  it('an unknown keyword of the binding, a typo inside a save template and a context id no template takes', () => {
    const data = readJson('schemas/info/employment.binding.json');
    data.reed = data.read;
    delete data.read;
    data.save.body[0].incomeInfo = { $when: true, valeu: 1 };
    data.save.body[0].applicationId = { $ctx: 'applicationID' };
    expect(binding(data)).toEqual([
      ': binding has "reed" where a binding takes "read" (did you mean "read"?)',
      '/save/body/0/applicationId/$ctx: "applicationID" is not one of "applicationId", "borrowerId", "offerId" (did you mean "applicationId"?) (#/definitions/template/anyOf/2/properties/$ctx/enum)',
      '/save/body/0/incomeInfo: template has "valeu" where a template with "$when" takes "value" (did you mean "value"?)',
    ]);
  });

  it('neither display nor save, or both', () => {
    const data = readJson('schemas/finances/asset.binding.json');
    expect(binding({ ...data, display: true })).toEqual([': binding has "save", which a binding with "display" does not take']);
    delete data.save;
    expect(binding(data)).toEqual([': binding lacks "display" or "save"']);
  });

  it("a keyword without a likely one lists what is taken; a schema's own errorMessage stands", () => {
    const flow = readJson('flows/full-flow.json');
    flow.colour = 'red';
    delete flow.steps[0].nodes[1].screen;
    expect(findings(flow, 'flows/flow.schema.json')).toEqual([
      ': flow has "colour", which a flow does not take (it takes $schema, id, end, steps)',
      '/steps/0/nodes/1: must name exactly one of screen or list (#/$defs/node/allOf/0/errorMessage)',
    ]);
  });

  it('a list section typo, inside the data source a oneOf chose', () => {
    const list = readJson('schemas/info/employment-and-income.list.json');
    list.sections[0].source.kye = list.sections[0].source.key;
    delete list.sections[0].source.key;
    expect(findings(list, 'schemas/list.schema.json')).toEqual(['/sections/0/source: dataSource has "kye" where a dataSource takes "key" (did you mean "key"?)']);
  });
});
