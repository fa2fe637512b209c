// Stories import the Storybook preview as '#.storybook/preview' (see "imports" in package.json): a package's
// imports may only point inside the package, so this file hands on the one in .storybook at the root.
export { default } from '../../../../.storybook/preview.tsx';
