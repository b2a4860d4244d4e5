// Per-theme feature switches: what differs between brands beyond the route set, menu and tokens.

export interface FeatureSwitches {
  /**
   * theme2 (DESIGN.md §6): the third tab opens the Mark Six game instead of the game center.
   * Default false.
   */
  markSixTab?: boolean;
  /**
   * The game-centre style home (spec §2 Home): five quick icons under the notice marquee, loaded
   * lazily. theme4 (DESIGN.md §6). Default false.
   */
  gameCenterHome?: boolean;
}
