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
/** An import the rule reports with `message`. */
const forbidden = (path: string, code: string, message: string) => ({ filename: at(path), code, options, errors: [{ message }] });

new RuleTester().run('dependency-direction', rule, {
  valid: [
    { filename: at('src/server/main.js'), code: "import { buildApp } from './app';", options },
    { filename: at('src/server/routes/get-offer.js'), code: "import { x } from '../app'; import { y } from '../../shared/clean-body';", options },
    { filename: at('widgets/DateWidget.js'), code: "import { z } from '../src/shared/api'; import React from 'react';", options },
    { filename: at('src/app/engine/FormScreen.js'), code: "import { w } from '../../../widgets';", options },
    { filename: at('stories/x.js'), code: "import { a } from '../src/app/engine';", options },
  ],
  invalid: [
    forbidden('src/server/routes/get-offer.js', "import { FormScreen } from '../../app/engine';", 'The server never imports client code. ("../../app/engine" is in src/app/)'),
    forbidden('src/server/app.js', "export { widgets } from '../../widgets/registry';", 'The server never imports client code. ("../../widgets/registry" is in widgets/)'),
    forbidden('widgets/TextWidget.js', "const m = import('../src/app/state/store');", 'Widgets depend only on src/shared. ("../src/app/state/store" is in src/app/)'),
    forbidden('src/app/pages/Verify/VerifyPage.js', "import { createAjv } from '../../../shared/validation/create-ajv';", 'No ajv compiler in the browser. ("../../../shared/validation/create-ajv" is in src/shared/validation/)'),
    forbidden('src/app/pages/Consent/logic/consent.js', "import { OfferDetails } from '../../OfferLanding/OfferDetails';", 'A page never imports another page. ("../../OfferLanding/OfferDetails" is in src/app/pages/OfferLanding/)'),
  ],
});
