// English: the source language. Its shape is the schema the other languages must match
// (tests/renderer/i18n-keys.test.ts checks every key and placeholder).
import app from './app';
import common from './common';
import confirm from './confirm';
import end from './end';
import errors from './errors';
import hints from './hints';
import lan from './lan';
import load from './load';
import log from './log';
import menu from './menu';
import odds from './odds';
import rules from './rules';
import settings from './settings';
import setup from './setup';

export default { app, common, confirm, end, errors, hints, lan, load, log, menu, odds, rules, settings, setup };
