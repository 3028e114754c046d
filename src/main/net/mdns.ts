// LAN discovery over mDNS / DNS-SD (bonjour-service): a host advertises `_safehouse._tcp` with tiny
// TXT records and joining machines browse for it. Everything that arrives from the network is
// untrusted and validated before anyone sees it, and nothing here ever throws from a network event:
// errors go to the `onError` callbacks. This is the face the desktop and the headless host import;
// the work lives in mdns-advertise.ts, mdns-discovery.ts, mdns-record.ts (the service's name and
// TXT schema, both ways) and mdns-socket.ts (bonjour made safe to run in the main process).
export { advertise, type AdvertiseOptions, type Advertiser } from './mdns-advertise'
export { discover, type Discovery, type DiscoveryOptions } from './mdns-discovery'
export { SERVICE_TYPE, type DiscoveredHost } from './mdns-record'
