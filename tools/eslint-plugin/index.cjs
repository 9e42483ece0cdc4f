// The project's own ESLint plugin (eslint.config.mjs registers it as `howpaano`).
'use strict';

module.exports = { rules: { 'route-guard': require('./route-guard.cjs') } };
