import * as migration_20261123_072253_initial from './20261123_072253_initial';

export const migrations = [
  {
    up: migration_20261123_072253_initial.up,
    down: migration_20261123_072253_initial.down,
    name: '20261123_072253_initial'
  },
];
