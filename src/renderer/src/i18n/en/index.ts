// English: the source language. Its shape is the schema the other languages must match
// (tests/renderer/i18n-keys.test.ts checks every key and placeholder).
import actions from './actions';
import app from './app';
import common from './common';
import confirm from './confirm';
import end from './end';
import errors from './errors';
import forms from './forms';
import hints from './hints';
import lan from './lan';
import load from './load';
import log from './log';
import menu from './menu';
import odds from './odds';
import panels from './panels';
import play from './play';
import replays from './replays';
import review from './review';
import rules from './rules';
import settings from './settings';
import setup from './setup';
import table from './table';
import tutorial from './tutorial';

<<<<<<< HEAD
export default { actions, app, common, confirm, end, errors, forms, hints, lan, load, log, menu, odds, panels, play, replays, rules, settings, setup, table, tutorial };
=======
export default { actions, app, common, confirm, end, errors, forms, hints, lan, load, log, menu, odds, panels, replays, review, rules, settings, setup, table, tutorial };
>>>>>>> 026d729 (Review in the replay viewer and from the end screen: chart, key moments, rated decisions shown on the table, progress and Cancel; en/de/it; e2e)
