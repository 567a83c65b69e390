import * as migration_20261122_102137_initial from './20261122_102137_initial';
import * as migration_20261123_214149_search from './20261123_214149_search';

export const migrations = [
  {
    up: migration_20261122_102137_initial.up,
    down: migration_20261122_102137_initial.down,
    name: '20261122_102137_initial',
  },
  {
    up: migration_20261123_214149_search.up,
    down: migration_20261123_214149_search.down,
    name: '20261123_214149_search'
  },
];
