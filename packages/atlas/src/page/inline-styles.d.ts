/** A stylesheet imported as its text (`./x.css?inline`): Vite inlines it into the page script's build. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
