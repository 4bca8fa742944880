// `asp-puzzles`, the command line's entry (dist/cli.js): a few lines that start the bundled solver's worker when
// the command will solve with it, before the rest of the command line (dist/cliMain.js, main.ts) loads. Started
// from inside that larger bundle, the worker began to run only about 100 ms later: a trivial `solve` answers
// about 50 ms sooner this way. The flag V8 compiles the worker's code by is set before it starts.
import { prepareToSolve } from './prestart';

const argv = process.argv.slice(2);
const worker = prepareToSolve(argv);
// Required here, not imported: an import would load it before the worker starts. The build makes it cliMain.js.
const { runAsProgram } = require('./main') as typeof import('./main');
runAsProgram(argv, worker);
