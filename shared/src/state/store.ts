import { createStore } from 'jotai';

/** The one store of the site; the shell and every remote read and write the session here. */
export const travelStore = createStore();
