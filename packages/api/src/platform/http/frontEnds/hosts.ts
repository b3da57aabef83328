/** Which face a request's host gets (DESIGN §2): the owner app on the main host, a storefront elsewhere. */

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The main host names: the local ones and PUBLIC_URL's host, each with or without www. */
export function mainHostNames(publicUrl: URL): ReadonlySet<string> {
  const names = new Set<string>();
  for (const host of [...LOCAL_HOSTS, publicUrl.hostname.toLowerCase()]) {
    names.add(host);
    names.add(`www.${host}`);
  }
  return names;
}

export function isMainHost(hostname: string, mainHosts: ReadonlySet<string>): boolean {
  return mainHosts.has(hostname.toLowerCase());
}

/** PUBLIC_URL's host with its port, as the storefront app needs it to link back to the main site. */
export function mainHostWithPort(publicUrl: URL): string {
  return publicUrl.host;
}
