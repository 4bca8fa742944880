// The settings that name a program, a path or arguments. package.json lists them under
// `capabilities.untrustedWorkspaces.restrictedConfigurations`: a repository's `.vscode/settings.json` must not
// choose what runs on the user's machine before the user trusts the folder. No `vscode` here, so that the
// manifest's test can compare the two lists.
export const RESTRICTED_SETTINGS: readonly string[] = ['solver.engine', 'solver.clingoPath', 'solver.extraArguments', 'solver.encodings'];
