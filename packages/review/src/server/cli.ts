/**
 * `loyalty-review [options]` (`review-cli.ts`): serves the review page and keeps the session of the app
 * tabs that send to it. Prints where the page is. The state atlas's routes: `loyalty-atlas serve`.
 */
import { runReviewCli } from './review-cli';

runReviewCli(process.argv.slice(2));
