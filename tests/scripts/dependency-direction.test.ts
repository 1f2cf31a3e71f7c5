import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../eslint-rules/dependency-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;

const zones = [
  { target: 'src/server', from: ['src/app', 'widgets'], message: 'The server never imports client code.' },
  { target: 'widgets', from: ['src/app'], message: 'Widgets depend only on src/shared.' },
  { target: 'src/app', from: ['src/shared/validation'], message: 'No ajv compiler in the browser.' },
  { target: 'src/app/pages', separate: true, message: 'A page never imports another page.' },
];
const at = (path: string) => join(process.cwd(), path);
const options = [{ zones }];

new RuleTester().run('dependency-direction', rule, {
  valid: [
    { filename: at('src/server/main.js'), code: "import { buildApp } from './app';", options },
    { filename: at('src/server/routes/get-offer.js'), code: "import { x } from '../app'; import { y } from '../../shared/clean-body';", options },
    { filename: at('widgets/DateWidget.js'), code: "import { z } from '../src/shared/api'; import React from 'react';", options },
    { filename: at('src/app/engine/FormScreen.js'), code: "import { w } from '../../../widgets';", options },
    { filename: at('stories/x.js'), code: "import { a } from '../src/app/engine';", options },
  ],
  invalid: [
    {
      filename: at('src/server/routes/get-offer.js'),
      code: "import { FormScreen } from '../../app/engine';",
      options,
      errors: [{ message: 'The server never imports client code. ("../../app/engine" is in src/app/)' }],
    },
    {
      filename: at('src/server/app.js'),
      code: "export { widgets } from '../../widgets/registry';",
      options,
      errors: [{ message: 'The server never imports client code. ("../../widgets/registry" is in widgets/)' }],
    },
    {
      filename: at('widgets/TextWidget.js'),
      code: "const m = import('../src/app/state/store');",
      options,
      errors: [{ message: 'Widgets depend only on src/shared. ("../src/app/state/store" is in src/app/)' }],
    },
    {
      filename: at('src/app/pages/Verify/VerifyPage.js'),
      code: "import { createAjv } from '../../../shared/validation/create-ajv';",
      options,
      errors: [{ message: 'No ajv compiler in the browser. ("../../../shared/validation/create-ajv" is in src/shared/validation/)' }],
    },
    {
      filename: at('src/app/pages/Consent/logic/consent.js'),
      code: "import { OfferDetails } from '../../OfferLanding/OfferDetails';",
      options,
      errors: [{ message: 'A page never imports another page. ("../../OfferLanding/OfferDetails" is in src/app/pages/OfferLanding/)' }],
    },
  ],
});
