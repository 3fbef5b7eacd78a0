//! A room driven without a socket: what its pages are sent, kept as they would keep it.

use rinshan::engine::{Action, Refusal};
use rinshan::play::frame::SeatFrame;
use rinshan::rules::Seat;
use rinshan_protocol::{RoomSettings, ServerMsg};
use rinshan_server::room::{Entry, Outcome, Room, To};

use super::choose;

/// A room and what its pages have been sent.
pub struct Sim {
    pub room: Room,
    pub log: Vec<Entry>,
    pub now: u64,
    /// Each seat's latest frame (seq, frame).
    pub frames: [Option<(u64, SeatFrame)>; 4],
    pub ended: [Option<String>; 4],
    pub refused: Vec<(Seat, Refusal)>,
    pub watcher_frames: usize,
    /// Every message each seat's page was sent, in order.
    pub seen: [Vec<ServerMsg>; 4],
    /// The messages for the page joining (a watcher's first frames, a welcome).
    pub joined: Vec<ServerMsg>,
}

/// The rooms these tests play: 5 s a move and a 10 s bank.
pub fn settings() -> RoomSettings {
    RoomSettings {
        move_secs: 5,
        bank_secs: 10,
        ..RoomSettings::default()
    }
}

/// [`settings`] for three players, under Tenhou's three-player rules.
pub fn sanma_settings() -> RoomSettings {
    RoomSettings {
        rules: "tenhou_sanma".into(),
        ..settings()
    }
}

impl Sim {
    pub fn new(seed: u64) -> Sim {
        Sim::with(seed, settings())
    }

    /// A room opened by Ann with `settings`.
    pub fn with(seed: u64, settings: RoomSettings) -> Sim {
        let (room, out) = Room::open(
            settings,
            seed,
            "i".repeat(22),
            "w".repeat(22),
            "Ann".into(),
            1_700_000_000,
        )
        .unwrap_or_else(|p| panic!("{p:?}"));
        let mut sim = Sim {
            room,
            log: Vec::new(),
            now: 1_000,
            frames: Default::default(),
            ended: Default::default(),
            refused: Vec::new(),
            watcher_frames: 0,
            seen: Default::default(),
            joined: Vec::new(),
        };
        sim.take(out);
        sim
    }

    /// Four players seated and connected, the match started.
    pub fn started(seed: u64) -> Sim {
        Sim::seated(seed, settings(), &["Bo", "Cy", "Di"])
    }

    /// Three players seated and connected in a three-player room, the match started.
    pub fn started_three(seed: u64) -> Sim {
        Sim::seated(seed, sanma_settings(), &["Bo", "Cy"])
    }

    /// Ann's room with `settings`, `others` seated after her and everyone connected, the
    /// match started (computer players in the seats left empty).
    pub fn seated(seed: u64, settings: RoomSettings, others: &[&str]) -> Sim {
        let mut sim = Sim::with(seed, settings);
        for &name in others {
            let (_, out) = sim.room.join(name).unwrap_or_else(|p| panic!("{p:?}"));
            sim.take(out);
        }
        // The pages of the people seated (every seat in a room of four people).
        for s in &Seat::ALL[..=others.len()] {
            let out = sim.room.attach(*s, sim.now);
            sim.take(out);
        }
        sim.start();
        sim
    }

    /// The host starts the match (the empty seats go to computer players).
    pub fn start(&mut self) {
        let out = self
            .room
            .start(Seat::ALL[0], self.now)
            .unwrap_or_else(|p| panic!("{p:?}"));
        self.take(out);
    }

    pub fn take(&mut self, out: Outcome) {
        self.log.extend(out.entries);
        for o in out.out {
            let msg: ServerMsg =
                serde_json::from_str(&o.text).unwrap_or_else(|e| panic!("{e}: {}", o.text));
            // The pages count the frames they may answer by this flag.
            assert_eq!(
                o.frame,
                matches!(msg, ServerMsg::Frame { .. }),
                "{}",
                o.text
            );
            let seats: Vec<Seat> = match o.to {
                To::Seat(s) => vec![s],
                To::Everyone => Seat::ALL.to_vec(),
                To::Watchers => {
                    if matches!(msg, ServerMsg::Frame { .. }) {
                        self.watcher_frames += 1;
                    }
                    Vec::new()
                }
                To::Joining => {
                    self.joined.push(msg.clone());
                    Vec::new()
                }
            };
            for s in seats {
                self.seen[s.index()].push(msg.clone());
                match &msg {
                    ServerMsg::Frame { seq, frame, .. } => {
                        assert_eq!(frame.me(), Some(s), "a frame for another seat");
                        self.frames[s.index()] = Some((*seq, (**frame).clone()));
                    }
                    ServerMsg::Ended { save } => self.ended[s.index()] = Some(save.clone()),
                    ServerMsg::Refused { refusal, .. } => self.refused.push((s, refusal.clone())),
                    _ => {}
                }
            }
        }
    }

    /// The seats that have a choice open, with the frame's number and the legal actions.
    pub fn choosing(&self) -> Vec<(Seat, u64, Vec<Action>)> {
        self.choosing_frames()
            .into_iter()
            .map(|(s, q, _, l)| (s, q, l))
            .collect()
    }

    pub fn choosing_frames(&self) -> Vec<(Seat, u64, SeatFrame, Vec<Action>)> {
        Seat::ALL
            .into_iter()
            .filter_map(|s| {
                let (seq, f) = self.frames[s.index()].as_ref()?;
                f.choices
                    .as_ref()
                    .map(|c| (s, *seq, f.clone(), c.legal.clone()))
            })
            .collect()
    }

    /// Every seat that must choose answers as [`choose`] says; at a hand's end every
    /// seat presses "Next hand". False when nothing was left to do.
    pub fn step(&mut self) -> bool {
        self.now += 700;
        let choosing = self.choosing_frames();
        if let Some((seat, seq, frame, legal)) = choosing.first().cloned() {
            let action = choose(&frame, &legal);
            let out = self
                .room
                .act(seat, seq, action, self.now)
                .unwrap_or_else(|p| panic!("{p:?}"));
            self.take(out);
            return true;
        }
        let mut any = false;
        for s in Seat::ALL {
            if let Some((seq, f)) = &self.frames[s.index()] {
                if f.result.is_some() && f.standings.is_none() {
                    let out = self
                        .room
                        .next_hand(s, *seq, self.now)
                        .unwrap_or_else(|p| panic!("{p:?}"));
                    any |= !out.entries.is_empty() || !out.out.is_empty();
                    self.take(out);
                }
            }
        }
        any
    }

    /// Plays on until `seat` is the first to choose; false when it never is (in `steps`).
    pub fn until_choosing(&mut self, seat: Seat, steps: usize) -> bool {
        for _ in 0..steps {
            if self.choosing().first().is_some_and(|c| c.0 == seat) {
                return true;
            }
            self.step();
        }
        false
    }

    pub fn play_out(&mut self) {
        for _ in 0..20_000 {
            if self.room.over() {
                return;
            }
            if !self.step() {
                panic!("stuck: {:?}", self.room.info());
            }
        }
        panic!("the match did not end");
    }
}
