// Image files are bundled as URLs (rspack asset/resource; jest maps them to a stub string).
declare module '*.svg' {
  const url: string;
  export default url;
}
