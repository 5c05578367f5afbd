/** The organiser console's request bodies. */
export * from './organizer/form-values';
export * from './organizer/tournament';
export * from './organizer/stage-group';
export * from './organizer/organizers';
export * from './organizer/queries';
