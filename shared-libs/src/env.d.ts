// CSS imports for TypeScript: *.module.css are CSS Modules (named exports, rspack default),
// other *.css are global side-effect imports.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
declare module '*.css';
