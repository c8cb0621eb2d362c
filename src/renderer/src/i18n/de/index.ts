// Deutsch. Terms follow the 1988 Citadel rulebook: Macht, Widerstand, Einkommen, Megataler (MT),
// Machtstruktur, Gesinnungen (regierungstreu, bürgerlich, verrückt...).
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

export default { actions, app, common, confirm, end, errors, forms, hints, lan, load, log, menu, odds, panels, play, replays, review, rules, settings, setup, table, tutorial };
