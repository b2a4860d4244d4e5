// @jinli/domain (compiled here from source) imports lunar-javascript, which ships no types; domain
// declares them in its own src/types, which this compilation does not include. Until domain
// references that declaration from the importing module, the server sees the module as untyped.
declare module 'lunar-javascript';
