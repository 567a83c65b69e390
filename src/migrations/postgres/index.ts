import * as migration_20261122_102137_initial from './20261122_102137_initial';
import * as migration_20261123_212612_stores from './20261123_212612_stores';

export const migrations = [
  {
    up: migration_20261122_102137_initial.up,
    down: migration_20261122_102137_initial.down,
    name: '20261122_102137_initial',
  },
  {
    up: migration_20261123_212612_stores.up,
    down: migration_20261123_212612_stores.down,
    name: '20261123_212612_stores'
  },
];
