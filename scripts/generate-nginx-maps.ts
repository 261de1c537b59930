/** `npm run generate:nginx-maps`: rewrites deploy/nginx/app-maps.conf from the app's lists. */
import { writeFileSync } from 'node:fs'

import { APP_MAPS_FILE, appMapsConf } from './lib/nginx-maps'

writeFileSync(APP_MAPS_FILE, appMapsConf())
console.log(`wrote ${APP_MAPS_FILE}`)
