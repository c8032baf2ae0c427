export { AppShell, shellMainRegion, type AppShellProps } from './AppShell';
