// Static hosts answer unknown paths with 404.html (GitHub Pages, Netlify, S3 website): make it the app,
// so /dashboard or /my-children opened directly or reloaded still starts the demo.
import { copyFileSync } from 'node:fs';
copyFileSync('web/dist-demo/index.html', 'web/dist-demo/404.html');
