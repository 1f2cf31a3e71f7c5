import { _, Name, type CodeKeywordDefinition } from 'ajv';

// ajv's own names of the error list and count in every generated validate function.
const V_ERRORS = new Name('vErrors');
const ERRORS = new Name('errors');

/**
 * `fieldErrors: true` (on a screen's root object, and on reusable object defs). A post keyword registered after
 * ajv-errors, so it sees the final error list:
 * - ajv-errors reports a property-specific `required` message (`errorMessage: { required: { firstName: "..." } }`)
 *   at the OBJECT's instancePath without a `missingProperty` param, so @rjsf/validator-ajv8 would show it at the form
 *   root. Each such error is moved onto the missing property (instancePath "/firstName", rjsf property ".firstName").
 * - `if` errors ('must match "then" schema') are dropped: the failing `then` keyword always reports its own error.
 */
export const fieldErrors: CodeKeywordDefinition = {
  keyword: 'fieldErrors',
  schemaType: 'boolean',
  post: true,
  code(cxt) {
    if (cxt.schema !== true) return;
    const { gen } = cxt;
    const vErrors = V_ERRORS;
    gen.if(_`${vErrors} !== null`, () => {
      gen.forOf('emErr', vErrors, (err) => {
        const inner = _`${err}.params.errors`;
        const onlyRequired = _`${err}.params && Array.isArray(${inner}) && ${inner}.length > 0 && ${inner}.every(function (e) { return e.keyword === "required" && e.params.missingProperty === ${inner}[0].params.missingProperty; })`;
        const notMovedYet = _`${err}.instancePath === ${inner}[0].instancePath`;
        gen.if(_`${err}.keyword === "errorMessage" && ${onlyRequired} && ${notMovedYet}`, () => {
          const prop = _`String(${inner}[0].params.missingProperty).replace(/~/g, "~0").replace(/\\//g, "~1")`;
          gen.assign(_`${err}.instancePath`, _`${err}.instancePath + "/" + ${prop}`);
        });
      });
      gen.assign(vErrors, _`${vErrors}.filter(function (e) { return e.keyword !== "if"; })`);
      gen.assign(ERRORS, _`${vErrors}.length`);
      gen.if(_`${ERRORS} === 0`, () => gen.assign(vErrors, null));
    });
  },
};
