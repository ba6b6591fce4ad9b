export * from './users';
export * from './catalogue';
export * from './content';
export * from './customiser';
export * from './orders';
export * from './sandbox-gateway';
export * from './mail';
export * from './settings';
